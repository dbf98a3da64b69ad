export { PunctueleSearch } from './components/punctuele-search';
export { PunctueleGezinTab } from './components/gezin-tab';
export { GoederenNote } from './components/goederen-note';
export { useEidCard } from './hooks/use-eid-card';
export { caseQueryOptions } from './api/get-case';
