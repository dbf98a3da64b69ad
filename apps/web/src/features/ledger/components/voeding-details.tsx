import { Select, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TYPE_VOEDING } from '@mvm/domain';
import { youngestFirst } from '@mvm/domain/ledger/household';
import { GEEN_MELKPOEDER } from '@mvm/domain/ledger/serve-today';
import type { VoedingVariant } from '@mvm/domain/ledger/schemas';
import { useLocation } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import {
  deleteRow,
  objectsQueryOptions,
  saveKlantInfo,
  saveRow,
  voedingKlantQueryOptions,
  voedingVandaag,
} from '../api/ledger-api';
import { useKlantInfo } from '../hooks/use-klant-info';
import { useLedger } from '../hooks/use-ledger';
import { useLedgerAccess } from '../hooks/use-ledger-access';
import { useCan } from '../../../lib/auth/if-allowed';
import { useQuickAction } from '../hooks/use-quick-action';
import { backTarget } from '../model/back-target';
import { foodLine } from '../model/household-lines';
import { validateRow } from '../model/validate-row';
import { BackButton, SaveButton } from './details-actions';
import { DeskColumns } from './desk-columns';
import { InfoBlock } from './info-block';
import { KlantHeader } from './klant-header';
import { FOOD_SECTION, FoodRowsSection } from './rows-section';
import { ServeTodayLine } from './serve-today-line';
import { VoedingVandaagButton } from './voeding-vandaag-button';

/**
 * spec 1 §2 Food details (/voeding/details/{id}): back, 'Voeding Vandaag' and save; "may we serve today?";
 * status, name, number and place; 'Speciale voeding', 'Type Voeding', the household and the remark; the
 * food rows.
 */
export function VoedingDetails({ mvmnummer }: { mvmnummer: number }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const klant = useQuery(voedingKlantQueryOptions(mvmnummer));
  const objects = useQuery(objectsQueryOptions('voeding'));
  const objectList = objects.data ?? [];
  const data = klant.data;
  const lid = data?.lid;
  const info = useKlantInfo(
    data
      ? {
          specialeVoeding: data.specialeVoeding,
          opmerking: data.opmerking,
          typeVoeding: data.lid.gezin.typeVoeding,
        }
      : undefined,
  );

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.voeding.klant(mvmnummer) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leden.detail(mvmnummer) });
  };
  const ledger = useLedger({
    infoDirty: info.dirty,
    saveInfo: () => saveKlantInfo('voeding', mvmnummer, info.body()),
    saveRow: (_section, row) => saveRow('voeding', mvmnummer, row),
    deleteRow: (_section, ID) => deleteRow('voeding', mvmnummer, ID),
    validate: (_section, row) => validateRow('voeding', row, objectList),
    describeRow: (_section, _row, index) => `Rij ${index + 1}`,
    reload: async () => {
      await reload();
      info.reset();
    },
    onDiscard: info.reset,
    kept: { loaded: Boolean(data), info: info.typed, restoreInfo: info.restore },
  });
  const quick = useQuickAction(ledger, reload);
  // Issue 27 item 8: only the writes the roles allow ('Voeding Vandaag' has its own path).
  const { canWrite } = useLedgerAccess('voeding', mvmnummer);
  const canVandaag = useCan('POST', `/v1/voeding/klant/${mvmnummer}/vandaag`);

  // spec 1 §5 'Food today': the same refusals the server gives, said at once.
  const refusal = (variant: VoedingVariant): string | null => {
    if (!data) return null;
    if (!data.vandaag.magVandaag) return data.vandaag.reden;
    if (variant === 'melkpoeder' && !data.laatsteMelkpoeder) return GEEN_MELKPOEDER;
    return null;
  };
  const choose = (variant: VoedingVariant) =>
    void quick.run(refusal(variant), () => voedingVandaag(mvmnummer, variant));

  const busy = ledger.saving || quick.running;
  const sized = objectList.some((o) => o.maten.length > 0);

  return (
    <>
      <DeskColumns
        side={
          <>
            <KlantHeader
              lid={lid}
              message={klant.isError ? 'Dit gezin kon niet geladen worden.' : undefined}
              back={<BackButton to={backTarget(location.state, '/voeding/search')} />}
              actions={
                <>
                  {canVandaag ? (
                    <VoedingVandaagButton
                      onChoose={choose}
                      loading={quick.running}
                      disabled={!data || ledger.saving}
                    />
                  ) : null}
                  {canWrite ? <SaveButton ledger={ledger} disabled={quick.running} /> : null}
                </>
              }
            />
            {data ? <ServeTodayLine vandaag={data.vandaag} what="voeding" /> : null}
            {lid ? (
              <InfoBlock
                narrow
                lid={lid}
                lines={youngestFirst(lid.gezin.leden).map((l) => foodLine(l, new Date()))}
              >
                <TextInput
                  label="Speciale voeding"
                  value={info.values.specialeVoeding ?? ''}
                  onChange={(event) => info.set('specialeVoeding', event.currentTarget.value)}
                  disabled={busy || !canWrite}
                />
                <Select
                  label="Type Voeding"
                  data={TYPE_VOEDING}
                  value={info.values.typeVoeding ?? null}
                  onChange={(value) => value && info.set('typeVoeding', value)}
                  allowDeselect={false}
                  disabled={busy || !canWrite}
                />
                <Textarea
                  label="Opmerking"
                  autosize
                  minRows={2}
                  maxRows={5}
                  value={info.values.opmerking ?? ''}
                  onChange={(event) => info.set('opmerking', event.currentTarget.value)}
                  disabled={busy || !canWrite}
                />
              </InfoBlock>
            ) : null}
          </>
        }
      >
        {lid ? (
          <FoodRowsSection
            key={FOOD_SECTION}
            mvmnummer={mvmnummer}
            objects={objectList}
            ledger={ledger}
            columns={{ maat: sized }}
            disabled={busy}
            readOnly={!canWrite}
          />
        ) : null}
      </DeskColumns>
    </>
  );
}
