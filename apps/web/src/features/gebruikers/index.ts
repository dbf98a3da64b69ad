export { GebruikersPage } from './components/gebruikers-page';
