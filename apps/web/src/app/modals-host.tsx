import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { markModalsReady } from '../components/alerts/modals-ready';

/**
 * Renders the dialogs opened with `modals.open…` (@mantine/modals talks to it through window events, so it
 * needs no children). Its own chunk: Mantine's Modal brings ScrollArea and Floating UI (~15 kB gzip), which
 * the login screen does not need to appear (docs/decisions.md, the first load).
 */
export default function ModalsHost() {
  // After the provider's own effects (a parent's effects run after its children's): it listens now.
  useEffect(markModalsReady, []);
  return <ModalsProvider labels={{ confirm: 'Bevestigen', cancel: 'Annuleren' }} />;
}
