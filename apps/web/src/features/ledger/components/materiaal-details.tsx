import { Button, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMemberNumber } from '@mvm/domain';
import { youngestFirst } from '@mvm/domain/ledger/household';
import { useLocation } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { deleteRow, materiaalKlantQueryOptions, saveKlantInfo, saveRow } from '../api/ledger-api';
import { useDeskCatalogue } from '../hooks/use-desk-catalogue';
import { useKlantInfo } from '../hooks/use-klant-info';
import { useLedger } from '../hooks/use-ledger';
import { usePrintTicked } from '../hooks/use-print-ticked';
import { backTarget } from '../model/back-target';
import { materialLine } from '../model/household-lines';
import { materialPrintBody } from '../model/print-body';
import { validateRow } from '../model/validate-row';
import { CategoryAccordion } from './category-accordion';
import { BackButton, SaveButton } from './details-actions';
import { InfoBlock } from './info-block';
import { headName, KlantHeader } from './klant-header';
import { RemarkField } from './remark-field';
import { useLedgerAccess } from '../hooks/use-ledger-access';
import { ontvangersOf } from '../model/catalogue';

/**
 * spec 1 §2 Material details (/materiaal/details/{id}): back, print and 'Opslaan'; the info block with
 * the remark; one accordion per material category.
 */
export function MateriaalDetails({ mvmnummer }: { mvmnummer: number }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const klant = useQuery(materiaalKlantQueryOptions(mvmnummer));
  const catalogue = useDeskCatalogue('materiaal');
  const { objects: objectList, categorieOf } = catalogue;
  const info = useKlantInfo(klant.data ? { opmerking: klant.data.opmerking } : undefined);
  const lid = klant.data?.lid;
  const ontvangers = lid ? ontvangersOf(lid.gezin.leden) : [];

  const ledger = useLedger({
    infoDirty: info.dirty,
    saveInfo: () => saveKlantInfo('materiaal', mvmnummer, info.body()),
    saveRow: (section, row) => saveRow('materiaal', mvmnummer, row, categorieOf(section)?.ID),
    deleteRow: (section, ID) => deleteRow('materiaal', mvmnummer, ID, categorieOf(section)?.ID),
    validate: (_section, row) => validateRow('materiaal', row, objectList),
    describeRow: (section, _row, index) => `${categorieOf(section)?.naam ?? 'Rij'}, rij ${index + 1}`,
    reload: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.materiaal.klant(mvmnummer) });
      info.reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.leden.detail(mvmnummer) });
    },
    onDiscard: info.reset,
    kept: { loaded: Boolean(lid), info: info.typed, restoreInfo: info.restore },
  });
  const printing = usePrintTicked(ledger, 'materiaal', (ticked) => {
    const head = lid ? headName(lid) : { voornaam: '', achternaam: '' };
    return materialPrintBody(
      { mvmNummer: formatMemberNumber(mvmnummer), voornaam: head.voornaam, naam: head.achternaam },
      ticked,
      objectList,
      ontvangers,
      new Date(),
    );
  });
  const busy = ledger.saving || printing.printing;
  // Issue 27 item 8: Print and its ticks, and the saves, only as the roles allow.
  const { canWrite, canPrint } = useLedgerAccess('materiaal', mvmnummer);

  return (
    <>
      <KlantHeader
        lid={lid}
        message={klant.isError ? 'Dit gezin kon niet geladen worden.' : undefined}
        back={<BackButton to={backTarget(location.state, '/materiaal/search')} />}
        actions={
          <>
            {canPrint && canWrite ? (
              <Button
                variant="light"
                leftSection={<IconPrinter size={18} />}
                onClick={() => void printing.print()}
                loading={printing.printing}
                disabled={printing.printDisabled || ledger.saving || !lid}
              >
                Print
              </Button>
            ) : null}
            {canWrite ? <SaveButton ledger={ledger} disabled={printing.printing} /> : null}
          </>
        }
      />
      {lid ? (
        <InfoBlock
          lid={lid}
          lines={youngestFirst(lid.gezin.leden).map((l) => ({
            ID: l.ID,
            text: materialLine(l),
            jarig: false,
            luiers: false,
          }))}
        >
          <RemarkField
            value={info.values.opmerking}
            onChange={(value) => info.set('opmerking', value)}
            disabled={busy || !canWrite}
          />
        </InfoBlock>
      ) : null}
      {lid ? (
        <CategoryAccordion
          catalogue={catalogue}
          mvmnummer={mvmnummer}
          ontvangers={ontvangers}
          ledger={ledger}
          withPrint={canPrint && canWrite}
          disabled={busy}
          readOnly={!canWrite}
          empty={
            catalogue.loaded ? (
              <Text c="dimmed">
                Er zijn nog geen items voor materiaal. Een beheerder voegt ze toe in de catalogus.
              </Text>
            ) : null
          }
        />
      ) : null}
    </>
  );
}
