/** spec 2 §2, §5: the one-off search reloads page 1 by itself when the query exceeds 3 characters or is emptied. */
export const AUTO_SEARCH_MIN_LENGTH = 3;

export const shouldAutoSearch = (text: string): boolean => {
  const t = text.trim();
  return t.length === 0 || t.length > AUTO_SEARCH_MIN_LENGTH;
};
