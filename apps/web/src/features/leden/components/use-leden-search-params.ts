import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { positiveInt, writeQueryValue } from '../../../components/member-search/url-query';
import { DEFAULT_LEDEN_ORDER, type LedenListParams, type LedenOrder } from '../api/get-leden';

const PAGE_SIZES = [10, 20, 50, 100];
const ORDER = /^(mvmnummerFormatted|created|updated) (asc|desc)$/;

/** The list's search, page, rows per page and order live in the URL, so Back returns to the same list. */
export function useLedenSearchParams() {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') ?? '';
  const size = positiveInt(params.get('size'), 10);
  const current: LedenListParams = {
    search: params.get('q') ?? '',
    page: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(size) ? size : 10,
    // ORDER spells out the LedenOrder union as a pattern.
    order: ORDER.test(order) ? (order as LedenOrder) : DEFAULT_LEDEN_ORDER,
  };

  const update = useCallback(
    (changes: Partial<LedenListParams>) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        writeQueryValue(next, 'q', changes.search, '');
        writeQueryValue(next, 'page', changes.page, 1);
        writeQueryValue(next, 'size', changes.pageSize, 10);
        writeQueryValue(next, 'order', changes.order, DEFAULT_LEDEN_ORDER);
        return next;
      });
    },
    [setParams],
  );

  return { params: current, update, pageSizes: PAGE_SIZES };
}
