import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { voedingWeekSchema } from '@mvm/domain/leden/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** spec 2 §2: food received per ISO week over the last 52 weeks, this week last. */
export const gekregenVoedingQueryOptions = (mvmnummer: number) =>
  queryOptions({
    queryKey: queryKeys.leden.voeding(mvmnummer),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/lid/${mvmnummer}/gekregen/voeding`, z.array(voedingWeekSchema), { signal }),
    meta: { errorTitle: 'Error!' },
  });
