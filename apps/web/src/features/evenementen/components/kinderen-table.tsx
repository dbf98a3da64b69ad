import { ActionIcon, Checkbox, Select, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { kindMaximum, leeftijdFout } from '@mvm/domain/evenementen/rules';
import type { InschrijvingKind } from '@mvm/domain/evenementen/schemas';
import { LeeftijdInput } from './leeftijd-input';

type Props = {
  kinderen: InschrijvingKind[];
  onChange: (kinderen: InschrijvingKind[]) => void;
  /** Rows whose name or gender is missing after a refused sign-up. */
  showErrors: boolean;
  /** The event's maximum child age: an older child signed up shows its message at once. */
  maxLeeftijd: number;
};

const GESLACHT = [
  { value: 'Man', label: 'Jongen' },
  { value: 'Vrouw', label: 'Meisje' },
];

/**
 * spec 2 §2 children table: Ingeschreven, Naam, Geslacht (Jongen/Meisje), Leeftijd (step 0,5, at most the event's
 * maximum for a child signed up), Opmerking.
 */
export function KinderenTable({ kinderen, onChange, showErrors, maxLeeftijd }: Props) {
  const set = (index: number, change: Partial<InschrijvingKind>) =>
    onChange(kinderen.map((k, i) => (i === index ? { ...k, ...change } : k)));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Kinderen" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>Ingeschreven</Table.Th>
            <Table.Th>Naam</Table.Th>
            <Table.Th w={140}>Geslacht</Table.Th>
            <Table.Th w={120}>Leeftijd</Table.Th>
            <Table.Th>Opmerking</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Verwijderen</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinderen.map((k, i) => {
            const label = k.naam || `kind ${i + 1}`;
            return (
              <Table.Tr key={i}>
                <Table.Td>
                  <Checkbox
                    aria-label={`${label} ingeschreven`}
                    checked={k.aanwezig}
                    onChange={(e) => set(i, { aanwezig: e.currentTarget.checked })}
                    size="md"
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Naam ${label}`}
                    value={k.naam}
                    onChange={(e) => set(i, { naam: e.currentTarget.value })}
                    error={showErrors && !k.naam.trim() ? 'Naam kind niet ingevuld!' : undefined}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Geslacht ${label}`}
                    data={GESLACHT}
                    value={k.geslacht}
                    onChange={(value) =>
                      set(i, { geslacht: value === 'Man' || value === 'Vrouw' ? value : null })
                    }
                    error={showErrors && !k.geslacht ? 'Geslacht kind niet ingevuld!' : undefined}
                  />
                </Table.Td>
                <Table.Td>
                  <LeeftijdInput
                    label={`Leeftijd ${label}`}
                    value={k.leeftijd}
                    onChange={(leeftijd) => set(i, { leeftijd })}
                    error={leeftijdFout(k.leeftijd, kindMaximum(k, maxLeeftijd)) ?? undefined}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Opmerking ${label}`}
                    value={k.opmerking}
                    onChange={(e) => set(i, { opmerking: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`${label} verwijderen`}
                    onClick={() => onChange(kinderen.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
