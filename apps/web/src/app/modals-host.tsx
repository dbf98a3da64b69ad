import { ModalsProvider } from '@mantine/modals';

/**
 * Renders the dialogs opened with `modals.open…` (@mantine/modals talks to it through window events, so it
 * needs no children). Its own chunk: Mantine's Modal brings ScrollArea and Floating UI (~15 kB gzip), which
 * the login screen does not need to appear (docs/decisions.md, the first load).
 */
export default function ModalsHost() {
  return <ModalsProvider labels={{ confirm: 'Bevestigen', cancel: 'Annuleren' }} />;
}
