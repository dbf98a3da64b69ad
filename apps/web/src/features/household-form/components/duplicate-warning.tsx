import { Alert, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { formatCaseNumber, formatMemberNumber } from '@mvm/domain';
import type { RrnMatch } from '../api/find-by-rrn';

// spec 2 §8: the duplicate warning on a new record, verbatim.
export const DUPLICATE_TITLE = 'Mogelijk dubbele inschrijving!';
export const DUPLICATE_MESSAGE =
  'Dit rijksregisternummer komt al voor in de database. Check dat dit geen dubbele inschrijving is!';

const describe = (m: RrnMatch) =>
  [
    m.mvmnummer ? formatMemberNumber(m.mvmnummer) : m.enummer ? formatCaseNumber(m.enummer) : '',
    m.voornaam,
    m.achternaam,
  ]
    .filter(Boolean)
    .join(' ');

export function DuplicateWarning({ matches }: { matches: RrnMatch[] }) {
  const names = [...new Set(matches.map(describe).filter(Boolean))];
  return (
    <Alert
      mt="xs"
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconCopy aria-hidden />}
      title={DUPLICATE_TITLE}
      role="alert"
    >
      <Text size="sm">{DUPLICATE_MESSAGE}</Text>
      {names.length ? (
        <Text size="sm" mt={4} fw={500}>
          Gevonden: {names.join(', ')}
        </Text>
      ) : null}
    </Alert>
  );
}
