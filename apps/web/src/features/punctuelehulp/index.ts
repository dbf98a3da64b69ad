export { PunctueleSearch } from './components/punctuele-search';
export { PunctueleGezinTab } from './components/gezin-tab';
export { useEidCard } from './hooks/use-eid-card';
export { caseQueryOptions } from './api/get-case';
