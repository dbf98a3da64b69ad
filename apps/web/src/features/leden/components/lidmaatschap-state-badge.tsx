import { Badge } from '@mantine/core';
import type { MembershipCardState } from '@mvm/domain';

// spec 2 §4 card states, in the status colours of UX.md (the future in blue).
const STATE: Record<MembershipCardState, { label: string; color: string }> = {
  actief: { label: 'Actief', color: 'green' },
  toekomst: { label: 'Toekomst', color: 'blue' },
  verlengen: { label: 'Verlengen', color: 'orange' },
  nietactief: { label: 'Niet actief', color: 'red' },
};

export function LidmaatschapStateBadge({ state }: { state: MembershipCardState }) {
  return (
    <Badge color={STATE[state].color} variant="filled" radius="sm" size="lg" tt="none">
      {STATE[state].label}
    </Badge>
  );
}
