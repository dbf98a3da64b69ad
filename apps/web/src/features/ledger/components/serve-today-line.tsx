import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { formatDateBE } from '@mvm/domain';
import type { ServeToday } from '@mvm/domain/ledger/schemas';

export type ServeTodayLineProps = {
  vandaag: ServeToday;
  /** 'voeding' or 'een pakket'. */
  what: string;
};

/** The one line of "may we serve today?" text (issue 8), from the server's serveToday. */
export function serveTodayText({ vandaag, what }: ServeTodayLineProps): string {
  if (vandaag.magVandaag) {
    const laatste = vandaag.laatste ? ` Vorige keer: ${formatDateBE(vandaag.laatste)}.` : '';
    return `Mag vandaag ${what} krijgen.${laatste}`;
  }
  const volgende = vandaag.volgendeDatum ? ` Kan terug vanaf ${formatDateBE(vandaag.volgendeDatum)}.` : '';
  return `Vandaag geen ${what.replace(/^een /, '')}: ${vandaag.reden ?? 'niet toegelaten'}.${volgende}`;
}

/**
 * "May we serve today?" at the top of the food and soap-house screens: green when the household can get
 * its package today, red with the reason and the next date when not; coming on another day than its
 * 'Dag' is a warning under it, never a refusal. Computed by the domain's serveToday on the server, which
 * refuses the quick actions with the same function, so the line and the refusal never disagree.
 */
export function ServeTodayLine({ vandaag, what }: ServeTodayLineProps) {
  const ok = vandaag.magVandaag;
  return (
    <Alert
      variant="light"
      color={ok ? 'green' : 'red'}
      icon={ok ? <IconCircleCheck size={22} /> : <IconCircleX size={22} />}
      mb="md"
      py="xs"
      role="status"
      aria-label="Mag dit gezin vandaag geholpen worden?"
    >
      <Text fw={700} c={ok ? 'green.9' : 'red.9'}>
        {serveTodayText({ vandaag, what })}
      </Text>
      {vandaag.waarschuwing ? (
        <Text size="sm" c="yellow.9" fw={600} mt={2}>
          <IconAlertTriangle size={14} style={{ verticalAlign: -2 }} aria-hidden /> {vandaag.waarschuwing}
        </Text>
      ) : null}
    </Alert>
  );
}
