import { useState } from 'react';
import { classifySearchTerm, fixScannerInput, formatMemberNumber } from '@mvm/domain';
import { useLocation, useNavigate } from 'react-router';
import { isExactSearch } from './exact-search';

type Member = { mvmnummer: number };
type MemberPage<R> = { rows: R[]; total: number };

export type MemberSearchState<R extends Member> = {
  /** The search in the URL; the box follows it (Back, a link) and keeps what is typed in between. */
  search: string;
  /** The answer on screen, if any. */
  result: MemberPage<R> | undefined;
  /** A search is under way (the one result is not yet known). */
  fetching: boolean;
  /** Open goes to `${detailsPath}/MVM123` (spec 1 §2: id = member number). */
  detailsPath: string;
};

/** How a screen runs a search: the hook does the steps every member search shares. */
export type MemberSearchRun<R extends Member> = {
  /** The term repeats the search on screen: a second Enter opens its one result. */
  repeats: (term: string) => boolean;
  /** The first page of the term's answer, to open an exact match at once. */
  firstPage: (term: string) => Promise<MemberPage<R>>;
  /** Shows the term's results (puts it in the URL). */
  show: (term: string) => void;
};

/**
 * The search behaviour the member screens share (the members' list and the desks' search screens): the
 * scanner keyboard fix, an exact number opening its member on one Enter, a second Enter opening a single
 * result, and 'Terug' from the member coming back to this search with its text.
 */
export function useMemberSearch<R extends Member>({
  search,
  result,
  fetching,
  detailsPath,
}: MemberSearchState<R>) {
  const navigate = useNavigate();
  const location = useLocation();

  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setText(search);
  }

  // The one result of a search (not of the whole list: Enter in an empty box opens nobody).
  const single =
    search && !fetching && result?.total === 1 && result.rows.length === 1 ? result.rows[0] : undefined;

  const open = (row: R, from = `${location.pathname}${location.search}`) =>
    void navigate(`${detailsPath}/${formatMemberNumber(row.mvmnummer)}`, { state: { from } });

  /** UX.md: a scanned member number or a valid national number opens the member on its one Enter. */
  const openExact = async (term: string, firstPage: MemberSearchRun<R>['firstPage']): Promise<boolean> => {
    if (!isExactSearch(term)) return false;
    const found = await firstPage(term).catch(() => undefined);
    const kind = classifySearchTerm(term);
    const match =
      kind.kind === 'mvmnummer'
        ? found?.rows.find((row) => row.mvmnummer === kind.value)
        : found?.total === 1
          ? found.rows[0]
          : undefined;
    if (!match) return false;
    // 'Terug' comes back to this search (its text selected for the next scan).
    const query = new URLSearchParams(location.search);
    query.set('q', term);
    query.delete('page');
    open(match, `${location.pathname}?${query.toString()}`);
    return true;
  };

  const submit = async (raw: string, run: MemberSearchRun<R>) => {
    // spec 1 §5: a scanner on an AZERTY layout types symbols for digits.
    const term = fixScannerInput(raw).trim();
    setText(term);
    // UX.md: a name search with a single result opens with a second Enter on the same search.
    if (run.repeats(term) && single) return open(single);
    if (await openExact(term, run.firstPage)) return;
    run.show(term);
  };

  return { text, setText, single, open, submit };
}
