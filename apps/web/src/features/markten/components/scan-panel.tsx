import { Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload, IconScan, IconX } from '@tabler/icons-react';
import { kindGeslachtLabel } from '@mvm/domain/evenementen/rules';
import type { ScanCard } from '../model/scan-flow';

export type PanelState =
  | { panel: 'searching' }
  | { panel: 'scan' }
  | { panel: 'ok'; card: ScanCard | null }
  | { panel: 'pending'; card: ScanCard | null }
  | { panel: 'error' | 'warning'; message: string; card: ScanCard | null };

// Colours with text at 4.5:1 on their background (UX.md), and an icon, so colour is never the only signal.
const LOOK = {
  searching: { bg: 'gray.1', fg: 'dark.7', icon: null },
  scan: { bg: 'gray.1', fg: 'dark.7', icon: IconScan },
  ok: { bg: 'green.8', fg: 'white', icon: IconCircleCheck },
  pending: { bg: 'blue.8', fg: 'white', icon: IconCloudUpload },
  warning: { bg: 'yellow.4', fg: 'dark.9', icon: IconAlertTriangle },
  error: { bg: 'red.8', fg: 'white', icon: IconX },
} as const;

function title(state: PanelState): string {
  switch (state.panel) {
    case 'searching':
      return 'Bezig…';
    case 'scan':
      return 'Scan Barcode';
    case 'ok':
      return 'OK';
    case 'pending':
      return 'OK – bewaard op dit toestel';
    default:
      return state.message;
  }
}

/** spec 2 §2 status panels: searching, scan, error, warning, ok (and pending while offline). */
export function ScanPanel({ state }: { state: PanelState }) {
  const look = LOOK[state.panel];
  const Icon = look.icon;
  const card = 'card' in state ? state.card : null;
  return (
    <Stack gap="sm">
      <Paper
        bg={look.bg}
        c={look.fg}
        p="lg"
        radius="md"
        role="status"
        aria-live="assertive"
        data-panel={state.panel}
        style={{ minHeight: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 16 }}
      >
        {state.panel === 'searching' ? <Loader color="dark" aria-label="Bezig met zoeken" /> : null}
        {Icon ? (
          <ThemeIcon variant="transparent" c={look.fg} size={48} aria-hidden>
            <Icon size={44} />
          </ThemeIcon>
        ) : null}
        <Text fz={28} fw={700} ta="center">
          {title(state)}
        </Text>
      </Paper>
      {state.panel === 'pending' ? (
        <Text size="sm">
          Geen verbinding met de server. De scan is op dit toestel bewaard en wordt verstuurd zodra de server
          weer bereikbaar is.
        </Text>
      ) : null}
      {card ? <ScanCardView card={card} /> : null}
    </Stack>
  );
}

/** spec 2 §2: MVM{number}, the person's name, children as 'name - gender - age jaar'. */
export function ScanCardView({ card }: { card: ScanCard }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label="Gescande kaart">
      <Text fw={700} fz="xl">
        MVM{card.mvmnummer}
      </Text>
      {card.persoonnaam ? <Text fz="lg">{card.persoonnaam}</Text> : null}
      {card.kinderen.length ? (
        <Stack gap={2} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {card.kinderen.map((k, i) => (
            <Text component="li" key={`${k.naam}-${i}`}>
              {`${k.naam} - ${kindGeslachtLabel(k.geslacht) || k.geslacht || 'onbekend'} - ${k.leeftijd ?? '?'} jaar`}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
