/**
 * How a route joins the access log (issue 12), one line in its options:
 *
 *   { config: { accessLog: { scherm: 'Lid: dossier', dossier: 'reply' } }, schema: { ... } }
 *
 * - `scherm`: the screen or call as people at the charity know it ('Lid: dossier', 'Materiaal: klant').
 * - `dossier`: where the dossier read comes from:
 *   - `'reply'`: the answer is one dossier (or a desk header) whose `ID` is the dossier's ID;
 *   - `'rows'`: the answer is a list (a search, a table page) whose rows' `ID`s are dossier IDs; one entry
 *     for the whole list, with how it searched (never the search text);
 *   - `{ param, by }`: a path parameter holding the member number (`by: 'mvmnummer'`), the case number
 *     (`'enummer'`) or the dossier ID (`'id'`); for answers without the dossier's ID (received rows, a PDF).
 *
 * Only answers with a 2xx status are logged. docs/areas/privacy.md says the same for the other areas.
 */
export type AccessLogRule = {
  scherm: string;
  dossier: 'reply' | 'rows' | { param: string; by: 'mvmnummer' | 'enummer' | 'id' };
};
