import type { AdminObject, Afdeling } from '@mvm/domain';
import type { Db } from '../db/client';
import { areaObjects, punctueleObjects } from './objects-repository';

/** GET /v1/{materiaal,voeding,zeephuisje}/objects: the active items of one desk's catalogue, in order. */
export const deskObjects = (db: Db, afdeling: Afdeling): Promise<AdminObject[]> => areaObjects(db, afdeling);

/** GET /v1/punctuelehulp/objects: the items offered in one-off help, in their punctueleOrder. */
export const punctueleHulpObjects = (db: Db): Promise<AdminObject[]> => punctueleObjects(db);
