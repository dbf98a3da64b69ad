export { BackUpsPage } from './components/back-ups-page';
