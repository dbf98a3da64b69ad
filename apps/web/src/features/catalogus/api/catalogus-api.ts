import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogusSavedSchema,
  catalogusSchema,
  type Catalogus,
  type CategorieSave,
  type MaatSave,
  type ObjectSave,
  type ObjectUpdate,
  type VolgordeSave,
} from '@mvm/domain/ledger/catalogue-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { catalogusPath, type Afdeling } from '../model/afdelingen';

/** GET /v1/beheer/catalogus/{afdeling}: every category and item of the desk, retired ones too. */
export const catalogusQueryOptions = (afdeling: Afdeling) =>
  queryOptions({
    queryKey: queryKeys.catalogus.afdeling(afdeling),
    queryFn: ({ signal }) => apiRequest(catalogusPath(afdeling), catalogusSchema, { signal }),
    meta: { errorTitle: 'Error!' },
  });

/** One admin change; every write answers the desk's whole catalogue. */
export type CatalogusChange =
  | { kind: 'categorie'; id?: number; body: CategorieSave }
  | { kind: 'object'; id?: number; body: ObjectSave | ObjectUpdate }
  | { kind: 'maat'; objectId: number; id?: number; body: MaatSave }
  | { kind: 'volgorde'; body: VolgordeSave };

function request(change: CatalogusChange): { path: string; method: 'POST' | 'PUT' } {
  switch (change.kind) {
    case 'categorie':
      return change.id
        ? { path: `/categorie/${change.id}`, method: 'PUT' }
        : { path: '/categorie', method: 'POST' };
    case 'object':
      return change.id
        ? { path: `/object/${change.id}`, method: 'PUT' }
        : { path: '/object', method: 'POST' };
    case 'maat':
      return change.id
        ? { path: `/object/${change.objectId}/maat/${change.id}`, method: 'PUT' }
        : { path: `/object/${change.objectId}/maat`, method: 'POST' };
    case 'volgorde':
      return { path: '/volgorde', method: 'PUT' };
  }
}

export async function saveCatalogus(afdeling: Afdeling, change: CatalogusChange): Promise<Catalogus> {
  const { path, method } = request(change);
  const reply = await apiRequest(`${catalogusPath(afdeling)}${path}`, catalogusSavedSchema, {
    method,
    body: change.body,
  });
  return reply.data;
}

/** The desk's own picker (GET /v1/{area}/objects), which a catalogue change must refresh. */
const pickerKey = (afdeling: Afdeling) =>
  afdeling === 'punctueel' ? queryKeys.punctuelehulp.objects() : queryKeys[afdeling].objects();

/**
 * A change to one desk's catalogue: the reply (the whole catalogue) replaces the cached one, and the desk's
 * item pickers load again so a new item shows and a retired one leaves them.
 */
export function useSaveCatalogus(
  afdeling: Afdeling,
  mutationConfig?: MutationConfig<(change: CatalogusChange) => Promise<Catalogus>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: (change: CatalogusChange) => saveCatalogus(afdeling, change),
    onSuccess: async (...args) => {
      queryClient.setQueryData(queryKeys.catalogus.afdeling(afdeling), args[0]);
      await queryClient.invalidateQueries({ queryKey: pickerKey(afdeling) });
      await onSuccess?.(...args);
    },
  });
}
