import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AdminObject, Catalogus } from '@mvm/domain/ledger/catalogue-schemas';
import { formatAmount } from '../../../lib/format';
import { OrderButtons } from './order-buttons';
import { SOORT_LABELS } from './soort-labels';

type AdminCategorie = Catalogus['categorieen'][number];

export type CategorieActions = {
  busy: boolean;
  /** Issue 27 item 8: the user may change this desk's catalogue; without it the blocks only show it. */
  editable: boolean;
  moveCategorie: (categorie: AdminCategorie, step: -1 | 1) => void;
  editCategorie: (categorie: AdminCategorie) => void;
  toggleCategorie: (categorie: AdminCategorie) => void;
  addItem: (categorie: AdminCategorie) => void;
  moveItem: (item: AdminObject, siblings: AdminObject[], step: -1 | 1) => void;
  editItem: (item: AdminObject) => void;
  editSizes: (item: AdminObject) => void;
  toggleItem: (item: AdminObject) => void;
};

function RetiredBadge() {
  return (
    <Badge color="gray" variant="outline" tt="none">
      Uit gebruik
    </Badge>
  );
}

function Sizes({ item }: { item: AdminObject }) {
  if (item.maten.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Text size="sm">
      {item.maten.map((m, i) => (
        <span key={m.ID}>
          {i > 0 ? ', ' : null}
          {m.actief ? m.naam : <s title="Uit gebruik">{m.naam}</s>}
        </span>
      ))}
    </Text>
  );
}

function flagsOf(categorie: AdminCategorie): string[] {
  return [
    categorie.perPersoon ? 'Per persoon' : null,
    categorie.opMaat ? 'Op maat' : null,
    categorie.printKindInfo ? 'Kindinfo op ticket' : null,
  ].filter((f): f is string => f !== null);
}

type CategorieBlockProps = {
  categorie: AdminCategorie;
  items: AdminObject[];
  first: boolean;
  last: boolean;
  actions: CategorieActions;
};

/** One category: its name, flags and order buttons, and the table of its items (retired ones muted). */
export function CategorieBlock({ categorie, items, first, last, actions }: CategorieBlockProps) {
  const retired = !categorie.actief;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Categorie ${categorie.naam}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Group gap="sm">
            <Title order={2} size="h4" c={retired ? 'dimmed' : undefined}>
              {categorie.naam}
            </Title>
            {retired ? <RetiredBadge /> : null}
            {flagsOf(categorie).map((flag) => (
              <Badge key={flag} variant="light" tt="none">
                {flag}
              </Badge>
            ))}
          </Group>
          {actions.editable ? (
            <Group gap="xs" wrap="nowrap">
              <OrderButtons
                name={`Categorie ${categorie.naam}`}
                first={first}
                last={last}
                busy={actions.busy}
                onMove={(step) => actions.moveCategorie(categorie, step)}
              />
              <Button
                variant="default"
                aria-label={`Categorie ${categorie.naam} wijzigen`}
                onClick={() => actions.editCategorie(categorie)}
              >
                Wijzigen
              </Button>
              <Button
                variant="light"
                color={retired ? 'green' : 'red'}
                aria-label={`Categorie ${categorie.naam} ${retired ? 'terugzetten' : 'uit gebruik nemen'}`}
                disabled={actions.busy}
                onClick={() => actions.toggleCategorie(categorie)}
              >
                {retired ? 'Terugzetten' : 'Uit gebruik'}
              </Button>
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                aria-label={`Item toevoegen aan ${categorie.naam}`}
                onClick={() => actions.addItem(categorie)}
              >
                Item toevoegen
              </Button>
            </Group>
          ) : null}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed">Nog geen items. Voeg er een toe met 'Item toevoegen'.</Text>
        ) : (
          <Table aria-label={categorie.naam} verticalSpacing={4} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th w={90}>Prijs</Table.Th>
                <Table.Th w="22%">Maten</Table.Th>
                {/* Wide enough for the five buttons on one line at 1280 px (at 400 their labels were cut); narrower screens wrap them. */}
                <Table.Th w={500}>Acties</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => (
                <Table.Tr key={item.ID} c={item.actief ? undefined : 'dimmed'}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text>{item.naam}</Text>
                      {item.actief ? null : <RetiredBadge />}
                      {item.soort ? (
                        <Badge variant="light" tt="none">
                          {SOORT_LABELS[item.soort]}
                        </Badge>
                      ) : null}
                      {item.seperateReceipt ? (
                        <Badge variant="light" color="grape" tt="none">
                          Apart ticket
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatAmount(item.prijs)}</Table.Td>
                  <Table.Td>
                    <Sizes item={item} />
                  </Table.Td>
                  <Table.Td>
                    {actions.editable ? (
                      <Group gap={6} wrap="wrap">
                        <OrderButtons
                          name={`Item ${item.naam}`}
                          first={index === 0}
                          last={index === items.length - 1}
                          busy={actions.busy}
                          onMove={(step) => actions.moveItem(item, items, step)}
                        />
                        <Button
                          variant="default"
                          aria-label={`Item ${item.naam} wijzigen`}
                          onClick={() => actions.editItem(item)}
                        >
                          Wijzigen
                        </Button>
                        <Button
                          variant="default"
                          aria-label={`Maten van ${item.naam}`}
                          onClick={() => actions.editSizes(item)}
                        >
                          Maten
                        </Button>
                        <Button
                          variant="light"
                          color={item.actief ? 'red' : 'green'}
                          aria-label={`Item ${item.naam} ${item.actief ? 'uit gebruik nemen' : 'terugzetten'}`}
                          disabled={actions.busy}
                          onClick={() => actions.toggleItem(item)}
                        >
                          {item.actief ? 'Uit gebruik' : 'Terugzetten'}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
