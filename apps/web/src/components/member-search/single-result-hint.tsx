import { Text } from '@mantine/core';
import { formatMemberNumber } from '@mvm/domain';

/** UX.md: a search with one result says that Enter opens it. */
export function SingleResultHint({ member }: { member: { mvmnummer: number } | undefined }) {
  if (!member) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Eén lid gevonden: druk op Enter om {formatMemberNumber(member.mvmnummer)} te openen.
    </Text>
  );
}
