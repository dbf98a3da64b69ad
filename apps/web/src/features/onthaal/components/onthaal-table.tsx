import type { RefObject } from 'react';
import {
  Badge,
  Button,
  Group,
  Kbd,
  Loader,
  Stack,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconPrinter } from '@tabler/icons-react';
import { formatMemberNumber } from '@mvm/domain';
import { isOtherDag } from '@mvm/domain/onthaal/dag';
import type { OnthaalRow } from '@mvm/domain/onthaal/schemas';
import { MemberStatusBadge } from '../../../components/member-status/member-status-badges';
import { formatDate } from '../../../lib/format';
import { OnthaalStatusIcon } from './onthaal-status-icon';

// UX.md §1: quick actions have a visible keyboard shortcut (issue 27: the print took five Tabs).
export const PRINT_SHORTCUT = 'alt+P';

type OnthaalTableProps = {
  rows: OnthaalRow[];
  now: Date;
  /** A print runs or cools down (spec 1 §4): the buttons do nothing, but keep their place in the Tab order. */
  printBusy: boolean;
  printingNr: number | null;
  /** Issue 27 item 8: without it (the roles allow no ticket) the table has no print column. */
  onPrint?: (row: OnthaalRow) => void;
  /** The first row's print button, which the shortcut focuses when there are several rows. */
  firstPrintRef?: RefObject<HTMLButtonElement | null>;
};

function Vandaag({ row }: { row: OnthaalRow }) {
  const { magVandaag, reden, waarschuwing } = row.vandaag;
  if (!magVandaag)
    return (
      <Stack gap={2} maw={220}>
        <Badge color="red" variant="light" tt="none" radius="sm" miw="max-content">
          Geen voeding
        </Badge>
        {reden ? (
          <Text size="xs" c="red.9">
            {reden}
          </Text>
        ) : null}
      </Stack>
    );
  return (
    <Badge
      color="green"
      variant="light"
      tt="none"
      radius="sm"
      miw="max-content"
      title={waarschuwing ?? undefined}
    >
      Mag voeding
    </Badge>
  );
}

/**
 * spec 1 §2 Reception rows: icon, Nummer, Voornaam, Naam, Dag (red bold when not 'Wisselend' and not
 * today), Einddatum, Status, 'Reden Controle' (when present), whether the household can get food today,
 * the tick when a ticket was printed today on any desk, and the print button.
 */
export function OnthaalTable({
  rows,
  now,
  printBusy,
  printingNr,
  onPrint,
  firstPrintRef,
}: OnthaalTableProps) {
  const withReden = rows.some((r) => r.redenControle.trim() !== '');
  return (
    <Table.ScrollContainer minWidth={900}>
      {/* Ten columns at 1280 px beside the navbar: 6 px cell padding keeps the whole badges and the print
          button with its shortcut on screen (10 px scrolled the print buttons out of view). */}
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={6}
        aria-label="Resultaten onthaal"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Toestand</VisuallyHidden>
            </Table.Th>
            <Table.Th>Nummer</Table.Th>
            <Table.Th>Voornaam</Table.Th>
            <Table.Th>Naam</Table.Th>
            <Table.Th>Dag</Table.Th>
            <Table.Th>Einddatum</Table.Th>
            <Table.Th>Status</Table.Th>
            {withReden ? <Table.Th>Reden Controle</Table.Th> : null}
            <Table.Th>Vandaag</Table.Th>
            <Table.Th>Geprint</Table.Th>
            {onPrint ? (
              <Table.Th>
                <VisuallyHidden>Printen</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const nr = formatMemberNumber(row.mvmnummer);
            const otherDag = isOtherDag(row.dag, now);
            return (
              <Table.Tr key={row.ID}>
                <Table.Td>
                  <OnthaalStatusIcon row={row} />
                </Table.Td>
                <Table.Td>{nr}</Table.Td>
                <Table.Td>{row.voornaam}</Table.Td>
                <Table.Td>{row.achternaam}</Table.Td>
                <Table.Td>
                  <Text
                    span
                    size="sm"
                    c={otherDag ? 'red.8' : undefined}
                    fw={otherDag ? 700 : undefined}
                    data-other-day={otherDag || undefined}
                    title={otherDag ? 'Vandaag is niet de dag van dit gezin' : undefined}
                  >
                    {row.dag ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDate(row.einddatum)}</Table.Td>
                <Table.Td>
                  <MemberStatusBadge status={row.status} size="sm" />
                </Table.Td>
                {withReden ? <Table.Td>{row.redenControle}</Table.Td> : null}
                <Table.Td>
                  <Vandaag row={row} />
                </Table.Td>
                <Table.Td>
                  {row.geprintVandaag > 0 ? (
                    <Group gap={4} wrap="nowrap">
                      <ThemeIcon
                        color="green"
                        variant="light"
                        radius="xl"
                        role="img"
                        aria-label={`Vandaag al geprint (${row.geprintVandaag})`}
                      >
                        <IconCheck size={18} aria-hidden />
                      </ThemeIcon>
                      {row.geprintVandaag > 1 ? <Text size="sm">{row.geprintVandaag}×</Text> : null}
                    </Group>
                  ) : null}
                </Table.Td>
                {onPrint ? (
                  <Table.Td align="right">
                    {/* aria-disabled, not disabled: a disabled button drops the focus (issue 27), and the next Tab
                      and Enter then landed on a navigation link. */}
                    <Button
                      ref={index === 0 ? firstPrintRef : undefined}
                      leftSection={
                        printingNr === row.mvmnummer ? (
                          <Loader size={18} color="currentColor" aria-hidden />
                        ) : (
                          <IconPrinter size={18} aria-hidden />
                        )
                      }
                      rightSection={
                        index === 0 ? (
                          <Kbd size="xs" aria-hidden>
                            Alt+P
                          </Kbd>
                        ) : undefined
                      }
                      data-disabled={printBusy || undefined}
                      aria-disabled={printBusy || undefined}
                      aria-busy={printingNr === row.mvmnummer || undefined}
                      aria-keyshortcuts={index === 0 ? 'Alt+P' : undefined}
                      onClick={() => {
                        if (!printBusy) onPrint(row);
                      }}
                    >
                      {/* Named 'Print MVM12' from its text, so the visible words are in the name (WCAG 2.5.3). */}
                      Print<VisuallyHidden> {nr}</VisuallyHidden>
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
