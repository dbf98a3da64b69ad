// The fields of a ledger row a keyboard user moves through (not the print tick, not a hidden select value).
const FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not(:disabled)';

/**
 * Issue 27: after a choice with Enter (or a click) the focus goes on to the next field of the row that is still
 * empty — a size the item already picked is skipped —, else to the row's last field (the remark). Its text is
 * selected, so typing replaces it. After the choice has rendered (the size list is enabled by the item).
 */
export function goOnInRow(from: HTMLElement): void {
  setTimeout(() => {
    const row = from.closest('tr');
    if (!row) return;
    const fields = [...row.querySelectorAll<HTMLInputElement>(FIELDS)];
    const after = fields.slice(fields.indexOf(from as HTMLInputElement) + 1);
    const target = after.find((field) => field.value === '') ?? after.at(-1);
    target?.focus();
    target?.select();
  }, 0);
}
