import { Button, Kbd, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPackage } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateBE } from '@mvm/domain';
import { youngestFirst } from '@mvm/domain/ledger/household';
import type { ZeephuisjeKlant } from '@mvm/domain/ledger/schemas';
import { useLocation } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import {
  deleteRow,
  pakketVandaag,
  saveKlantInfo,
  saveRow,
  zeephuisjeKlantQueryOptions,
} from '../api/ledger-api';
import { useDeskCatalogue } from '../hooks/use-desk-catalogue';
import { useKlantInfo } from '../hooks/use-klant-info';
import { useLedger } from '../hooks/use-ledger';
import { useQuickAction } from '../hooks/use-quick-action';
import { backTarget } from '../model/back-target';
import { ontvangersOf } from '../model/catalogue';
import { soapLine } from '../model/household-lines';
import { soapTotals } from '../model/soap-totals';
import { validateRow } from '../model/validate-row';
import { CategoryAccordion } from './category-accordion';
import { BackButton, SaveButton } from './details-actions';
import { DeskColumns } from './desk-columns';
import { InfoBlock } from './info-block';
import { KlantHeader } from './klant-header';
import { RemarkField } from './remark-field';
import { useLedgerAccess } from '../hooks/use-ledger-access';
import { useCan } from '../../../lib/auth/if-allowed';
import { ServeTodayLine } from './serve-today-line';

// UX.md: quick actions have a visible keyboard shortcut.
export const PAKKET_VANDAAG_SHORTCUT = 'alt+P';

function Totals({ totalen }: { totalen: ZeephuisjeKlant['totalen'] }) {
  const totals = soapTotals(totalen);
  return (
    <Stack gap={4} mt="sm">
      <Title order={2} size="h5">
        Totalen sinds {formatDateBE(totalen.sinds)}
      </Title>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          Het voorbije jaar nog niets gekregen.
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2} component="dl" m={0}>
          {totals.map((t) => (
            <Text key={t.objectID} size="sm" component="div">
              <Text span size="sm" component="dt" display="inline">
                {t.label}:{' '}
              </Text>
              <Text span size="sm" fw={700} component="dd" display="inline" m={0}>
                {t.value}
              </Text>
            </Text>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * spec 2 §2 Soap-house member goods (/zeephuisje/details/{id}): Back, 'Pakket Vandaag', Save; "may we
 * serve today?"; the info block with the totals of the last 365 days; one accordion per goods category.
 */
export function ZeephuisjeDetails({ mvmnummer }: { mvmnummer: number }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const klant = useQuery(zeephuisjeKlantQueryOptions(mvmnummer));
  const catalogue = useDeskCatalogue('zeephuisje');
  const { objects: objectList, categorieOf } = catalogue;
  const data = klant.data;
  const lid = data?.lid;
  const info = useKlantInfo(data ? { opmerking: data.opmerking } : undefined);
  const ontvangers = lid ? ontvangersOf(lid.gezin.leden) : [];

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.zeephuisje.klant(mvmnummer) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leden.detail(mvmnummer) });
  };
  const ledger = useLedger({
    infoDirty: info.dirty,
    saveInfo: () => saveKlantInfo('zeephuisje', mvmnummer, info.body()),
    saveRow: (_section, row) => saveRow('zeephuisje', mvmnummer, row),
    deleteRow: (_section, ID) => deleteRow('zeephuisje', mvmnummer, ID),
    validate: (_section, row) => validateRow('zeephuisje', row, objectList),
    describeRow: (section, _row, index) => `${categorieOf(section)?.naam ?? 'Rij'}, rij ${index + 1}`,
    reload: async () => {
      await reload();
      info.reset();
    },
    onDiscard: info.reset,
    kept: { loaded: Boolean(data), info: info.typed, restoreInfo: info.restore },
  });
  const quick = useQuickAction(ledger, reload);
  // spec 2 §4 Package Today: refused when a Pakket exists this calendar month (and the other reasons).
  const pakket = () =>
    void quick.run(data && !data.vandaag.magVandaag ? data.vandaag.reden : null, () =>
      pakketVandaag(mvmnummer),
    );
  const busy = ledger.saving || quick.running;
  // Issue 27 item 8: only the writes the roles allow ('Pakket Vandaag' has its own path).
  const { canWrite } = useLedgerAccess('zeephuisje', mvmnummer);
  const canPakket = useCan('POST', `/v1/zeephuisje/klant/${mvmnummer}/pakket`);
  useHotkeys([[PAKKET_VANDAAG_SHORTCUT, () => canPakket && data && !busy && pakket()]], []);
  const luiers = new Set(data?.totalen.luiers.map((l) => l.ID));

  return (
    <>
      <DeskColumns
        side={
          <>
            <KlantHeader
              lid={lid}
              message={klant.isError ? 'Dit gezin kon niet geladen worden.' : undefined}
              back={<BackButton to={backTarget(location.state, '/zeephuisje/search')} />}
              actions={
                <>
                  {canPakket ? (
                    <Button
                      leftSection={<IconPackage size={18} />}
                      rightSection={
                        <Kbd size="xs" aria-hidden>
                          Alt+P
                        </Kbd>
                      }
                      aria-keyshortcuts="Alt+P"
                      onClick={pakket}
                      loading={quick.running}
                      disabled={!data || ledger.saving}
                    >
                      Pakket Vandaag
                    </Button>
                  ) : null}
                  {canWrite ? <SaveButton ledger={ledger} disabled={quick.running} /> : null}
                </>
              }
            />
            {data ? <ServeTodayLine vandaag={data.vandaag} what="een pakket" /> : null}
            {data && lid ? (
              <InfoBlock
                narrow
                lid={lid}
                lines={youngestFirst(lid.gezin.leden).map((l) => soapLine(l, new Date(), luiers))}
                extra={<Totals totalen={data.totalen} />}
              >
                <RemarkField
                  value={info.values.opmerking}
                  onChange={(value) => info.set('opmerking', value)}
                  disabled={busy || !canWrite}
                />
              </InfoBlock>
            ) : null}
          </>
        }
      >
        {lid ? (
          <CategoryAccordion
            catalogue={catalogue}
            mvmnummer={mvmnummer}
            ontvangers={ontvangers}
            ledger={ledger}
            withPrint={false}
            disabled={busy}
            readOnly={!canWrite}
          />
        ) : null}
      </DeskColumns>
    </>
  );
}
