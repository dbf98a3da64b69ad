import { BACKUP_TIME_PATTERN, DEFAULT_BACKUP_TIME } from '@mvm/domain/backups/schedule';
import { optionalText } from '../config-env';

const OFF_WORDS = ['0', 'false', 'no', 'off', 'nee', 'uit'];

/** BACKUP_TIME: 'HH:MM' (Brussels), or uit/off/0 for no scheduled backup; unset = 02:30. */
export const backupTime = optionalText
  .refine((v) => v === undefined || OFF_WORDS.includes(v.toLowerCase()) || BACKUP_TIME_PATTERN.test(v), {
    message: "moet een tijd als 02:30 zijn, of 'uit'",
  })
  .transform((v) => (v === undefined ? DEFAULT_BACKUP_TIME : OFF_WORDS.includes(v.toLowerCase()) ? null : v));

/** BACKUP_RECIPIENTS: age public keys separated by commas (age1…, or age1pq1… for the post-quantum kind). */
export const backupRecipients = optionalText
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .refine((keys) => keys.every((key) => /^age1[0-9a-z]+$/.test(key)), {
    message: 'moet een of meer publieke age-sleutels zijn (age1…), gescheiden door komma’s',
  });
