import { useCallback, useRef, useState } from 'react';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSavedNotice } from '../../../components/alerts/notices';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { errorMessage } from '../../../lib/api-client';
import { keptLedgerWork, type KeptLedgerWork } from '../model/kept-work';
import { isRowChanged, type LedgerRow, type RowFields } from '../model/ledger-row';

/** How one area saves: the calls and its rules (spec 1 §5, spec 2 §5). */
export type LedgerConfig = {
  /** The info block (remark, special food) changed since it was loaded. */
  infoDirty: boolean;
  /** spec 1 §4: saved first; returns the reply's message. */
  saveInfo?: () => Promise<string | undefined>;
  /** One row (ID 0 = new); returns the saved row's ID and the reply's message. */
  saveRow: (section: string, row: LedgerRow) => Promise<{ ID: number; timestamp: string; message?: string }>;
  deleteRow: (section: string, ID: number) => Promise<void>;
  /** The row's messages, in the spec's wording for this area; [] when it may be saved. */
  validate: (section: string, row: LedgerRow) => string[];
  /** How a row is named in a message: 'Kleding, rij 2'. */
  describeRow: (section: string, row: LedgerRow, index: number) => string;
  /** Reload everything the save changed (spec 1 §4: the last step of the save). */
  reload: () => Promise<void>;
  /** Puts the info block back as loaded ('continue without saving'). */
  onDiscard?: () => void;
  /** spec 2 §2: one-off help words the continue button 'Teruggaan zonder opslagen'. */
  continueLabel?: string;
  /**
   * Issue 27: the info block's typed fields, kept with the rows when the server ends the session and put back
   * after the next login; `loaded` once the household is on screen.
   */
  kept?: {
    loaded: boolean;
    info: () => Record<string, string>;
    restoreInfo: (typed: Record<string, string>) => void;
  };
};

type Deletion = { section: string; ID: number };

/** Per section, the saved rows that stay ticked for printing after a save (spec 1 §4: a print clears them). */
type Carried = Record<string, LedgerRow[]>;

/** The loaded rows with the ticks a save carried over, by saved ID. */
const withCarried = (loaded: LedgerRow[], carried: LedgerRow[] | undefined): LedgerRow[] => {
  if (!carried?.length) return loaded;
  const ticked = new Set(carried.map((row) => row.ID));
  return loaded.map((row) => (ticked.has(row.ID) ? { ...row, print: true } : row));
};

const fieldsOf = (row: LedgerRow): RowFields => ({
  datum: row.datum,
  aantal: row.aantal,
  objectID: row.objectID,
  maatID: row.maatID,
  gezinsLid: row.gezinsLid,
  ontvanger: row.ontvanger,
  opmerking: row.opmerking,
});

/** Thrown (after its alert was shown) when a save did not go through: callers stay with the work. */
export class SaveFailed extends Error {}

/**
 * The shared ledger pattern (spec 1 §4, spec 2 §4): the rows on screen per section (a category, or the
 * whole list), edits, new rows on top, deletions queued for the next save, the dirty state, and the save
 * order — info first, then each changed row one at a time, then the deletions, then reload, 'Opgeslagen!'.
 * A section the desk has not touched shows what the server sent; a touched one its draft. A failed save
 * keeps every draft row (the rows saved before the failure keep their new ID, so a retry never saves
 * them twice) and says which row failed. Leaving with changes asks first; `confirmLeave` asks the same
 * before paging or filtering.
 */
export function useLedger(config: LedgerConfig) {
  const [drafts, setDrafts] = useState<Record<string, LedgerRow[]>>({});
  const [deletions, setDeletions] = useState<Deletion[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<string, string[]>>({});
  const [carried, setCarried] = useState<Carried>({});
  const [saving, setSaving] = useState(false);
  const state = useRef({ drafts, deletions, carried });
  state.current = { drafts, deletions, carried };
  const configRef = useRef(config);
  configRef.current = config;

  const dirty =
    config.infoDirty || deletions.length > 0 || Object.values(drafts).some((rows) => rows.some(isRowChanged));

  const change = useCallback(
    (section: string, loaded: LedgerRow[], update: (rows: LedgerRow[]) => LedgerRow[]) =>
      setDrafts((prev) => {
        const next = {
          ...prev,
          [section]: update(prev[section] ?? withCarried(loaded, state.current.carried[section])),
        };
        state.current = { ...state.current, drafts: next };
        return next;
      }),
    [],
  );

  const rowsOf = (section: string, loaded: LedgerRow[]) =>
    drafts[section] ?? withCarried(loaded, carried[section]);

  const updateRow = (section: string, loaded: LedgerRow[], key: string, patch: Partial<LedgerRow>) => {
    change(section, loaded, (rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    if (rowErrors[key]) setRowErrors(({ [key]: _gone, ...rest }) => rest);
  };

  // Issue 27: the row just added, so its table puts the focus in its first choice.
  const [addedKey, setAddedKey] = useState<string | null>(null);

  /** spec 2 §4: new rows go on top. */
  const addRow = (section: string, loaded: LedgerRow[], row: LedgerRow) => {
    change(section, loaded, (rows) => [row, ...rows]);
    setAddedKey(row.key);
  };

  /** spec 2 §4: removing a saved row queues its deletion for the next save. */
  const removeRow = (section: string, loaded: LedgerRow[], key: string) => {
    const row = rowsOf(section, loaded).find((r) => r.key === key);
    change(section, loaded, (rows) => rows.filter((r) => r.key !== key));
    if (row && row.ID > 0) setDeletions((prev) => [...prev, { section, ID: row.ID }]);
  };

  /** A section moves to another page or filter: its draft (only print ticks, when clean) goes. */
  const dropSection = (section: string) => {
    setDrafts(({ [section]: _gone, ...rest }) => {
      state.current = { ...state.current, drafts: rest };
      return rest;
    });
    setCarried(({ [section]: _gone, ...rest }) => {
      state.current = { ...state.current, carried: rest };
      return rest;
    });
  };

  const discard = useCallback(() => {
    state.current = { drafts: {}, deletions: [], carried: {} };
    setDrafts({});
    setDeletions([]);
    setCarried({});
    setRowErrors({});
  }, []);

  const markSaved = useCallback(
    (section: string, key: string, ID: number, timestamp: string) =>
      change(section, [], (rows) =>
        rows.map((row) => (row.key === key ? { ...row, ID, timestamp, saved: fieldsOf(row) } : row)),
      ),
    [change],
  );

  // Issue 27: one save at a time: a second 'Opslaan' (a double click, Ctrl+S twice) joins the running one
  // instead of sending the same new rows again.
  const running = useRef<Promise<void> | null>(null);

  /** `quiet`: no 'Opgeslagen!' of its own (a print or a quick action that follows says how it went). */
  const saveOnce = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}): Promise<void> => {
      const cfg = configRef.current;
      const { drafts: snapshot, deletions: queued } = state.current;
      // Bottom row first: new rows are on top and lists are newest first, so the reloaded list keeps the
      // order the desk saw.
      const changed = Object.entries(snapshot).flatMap(([section, rows]) =>
        rows.flatMap((row, index) => (isRowChanged(row) ? [{ section, row, index }] : [])).reverse(),
      );

      // Validate every changed row first: nothing is sent while one is incomplete.
      const problems: Record<string, string[]> = {};
      const lines: string[] = [];
      for (const { section, row, index } of changed) {
        const messages = cfg.validate(section, row);
        if (messages.length === 0) continue;
        problems[row.key] = messages;
        lines.push(`${cfg.describeRow(section, row, index)}: ${messages.join(', ')}`);
      }
      setRowErrors(problems);
      if (lines.length > 0) {
        void showErrorAlert('Error bij opslaan!', lines.join('\n'));
        throw new SaveFailed(lines.join('\n'));
      }

      setSaving(true);
      let current: (typeof changed)[number] | undefined;
      const savedAs = new Map<string, { ID: number; timestamp: string }>();
      try {
        let firstMessage = cfg.infoDirty && cfg.saveInfo ? await cfg.saveInfo() : undefined;
        for (const item of changed) {
          current = item;
          const reply = await cfg.saveRow(item.section, item.row);
          firstMessage ??= reply.message;
          savedAs.set(item.row.key, { ID: reply.ID, timestamp: reply.timestamp });
          markSaved(item.section, item.row.key, reply.ID, reply.timestamp);
        }
        current = undefined;
        for (const deletion of queued) {
          await cfg.deleteRow(deletion.section, deletion.ID);
          setDeletions((prev) => prev.filter((d) => d !== deletion));
        }
        await cfg.reload();
        discard();
        // Issue 27 (spec 1 §4): a save keeps the print ticks, only a print clears them — 'Opslaan' then
        // 'Print' prints the ticked rows, now under the IDs the server gave them.
        const stillTicked: Carried = {};
        for (const [section, rows] of Object.entries(snapshot)) {
          const ticked = rows
            .filter((row) => row.print)
            .map((row) => ({ ...row, ...savedAs.get(row.key), saved: fieldsOf(row) }))
            .filter((row) => row.ID > 0);
          if (ticked.length > 0) stillTicked[section] = ticked;
        }
        state.current = { ...state.current, carried: stillTicked };
        setCarried(stillTicked);
        if (!quiet)
          showSavedNotice(firstMessage && firstMessage !== 'Opgeslagen!' ? firstMessage : undefined);
      } catch (err) {
        const message = errorMessage(err);
        const failed = current;
        if (failed) setRowErrors({ [failed.row.key]: [message] });
        const where = failed ? `${cfg.describeRow(failed.section, failed.row, failed.index)}: ` : '';
        void showErrorAlert('Error bij opslaan!', `${where}${message}`);
        throw new SaveFailed(message);
      } finally {
        setSaving(false);
      }
    },
    [discard, markSaved],
  );
  const save = useCallback(
    (options?: { quiet?: boolean }): Promise<void> => {
      running.current ??= saveOnce(options).finally(() => {
        running.current = null;
      });
      return running.current;
    },
    [saveOnce],
  );

  const restore = useCallback((value: unknown) => {
    const kept = keptLedgerWork(value);
    if (!kept) return;
    state.current = { drafts: kept.drafts, deletions: kept.deletions, carried: {} };
    setDrafts(kept.drafts);
    setDeletions(kept.deletions);
    configRef.current.kept?.restoreInfo(kept.info);
  }, []);
  const guard = useUnsavedChangesGuard(dirty, () => save(), {
    continueLabel: config.continueLabel,
    draft: config.kept && {
      key: 'ledger',
      ready: config.kept.loaded,
      value: (): KeptLedgerWork => ({
        drafts: state.current.drafts,
        deletions: state.current.deletions,
        info: configRef.current.kept?.info() ?? {},
      }),
      restore,
    },
  });

  /** Paging or filtering (spec 1 §4): asks when dirty; 'continue without saving' drops the changes. */
  const confirmLeave = useCallback(async (): Promise<boolean> => {
    if (!dirty) return true;
    const leave = await guard.confirmLeave();
    if (leave) {
      // Saved (then this is a no-op) or 'continue without saving': nothing of the old page stays.
      discard();
      configRef.current.onDiscard?.();
    }
    return leave;
  }, [dirty, guard, discard]);

  /** The rows ticked for printing, in every section. */
  const tickedRows = () => {
    const { drafts: current, carried: kept } = state.current;
    const sections = new Set([...Object.keys(current), ...Object.keys(kept)]);
    return [...sections].flatMap((section) =>
      (current[section] ?? kept[section] ?? []).filter((r) => r.print),
    );
  };

  /** spec 1 §4: after printing, the print ticks are cleared. */
  const clearTicks = () => {
    state.current = { ...state.current, carried: {} };
    setCarried({});
    setDrafts((prev) => {
      const next = Object.fromEntries(
        Object.entries(prev).map(([section, rows]) => [section, rows.map((r) => ({ ...r, print: false }))]),
      );
      state.current = { ...state.current, drafts: next };
      return next;
    });
  };

  /** Runs `action` after the pending changes are saved (quick actions save at once). */
  const saveThen = async <T>(action: () => Promise<T>): Promise<T> => {
    if (dirty) await save({ quiet: true });
    return action();
  };

  return {
    addedKey,
    dirty,
    saving,
    rowErrors,
    rowsOf,
    updateRow,
    addRow,
    removeRow,
    dropSection,
    discard,
    save,
    saveThen,
    confirmLeave,
    tickedRows,
    clearTicks,
  };
}

export type Ledger = ReturnType<typeof useLedger>;
