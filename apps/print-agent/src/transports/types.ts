/** One ticket: ESC/POS bytes and a short job name ('lid', 'print', ...) used in preview file names. */
export type PrintJob = { name: string; bytes: Uint8Array };

/**
 * STYLE.md: templates make bytes, transports only deliver them. Failures throw a PrintError.
 * `probe` checks that the printer can take a ticket now, without printing one.
 */
export type Transport = { send(job: PrintJob): Promise<void>; probe(): Promise<void> };
