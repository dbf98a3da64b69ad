import { rrnWithChecksum } from '@mvm/domain';

/** A fictitious national register number for demo data and tests (the domain's checksum rule). */
export const fakeRrn = (birth: string, sequence: number): string => rrnWithChecksum(birth, sequence);
