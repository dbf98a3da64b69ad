/** One ticket: ESC/POS bytes and a short job name ('lid', 'print', ...) used in preview file names. */
export type PrintJob = { name: string; bytes: Uint8Array };

/** STYLE.md: templates make bytes, transports only deliver them. Failures throw a PrintError. */
export type Transport = { send(job: PrintJob): Promise<void> };
