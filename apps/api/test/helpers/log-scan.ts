import { isValidRrn } from '@mvm/domain';

/**
 * Issue 6: the log output of an API test file, searched for what must never be logged. The app logs
 * through its real logger (level info, every request and error) into `lines`; `findLeaks` returns
 * every line holding a password hash, a known password or token, or a national register number
 * (11 digits, plain or formatted, with a valid checksum).
 */
export class LogCapture {
  readonly lines: string[] = [];
  private readonly secrets = new Set<string>();

  write(line: string) {
    this.lines.push(line);
  }

  /** A password or token the tests used, to look for literally. */
  remember(secret: string) {
    if (secret.length >= 6) this.secrets.add(secret);
  }

  findLeaks(): string[] {
    const rrn = /(?<![\d.])(\d{2})[.\s-]?(\d{2})[.\s-]?(\d{2})[.\s-]?(\d{3})[.\s-]?(\d{2})(?![\d.])/g;
    return this.lines.filter((line) => {
      if (/\$argon2(?:id|i|d)\$/.test(line)) return true;
      for (const secret of this.secrets) if (line.includes(secret)) return true;
      return [...line.matchAll(rrn)].some((m) => isValidRrn(m.slice(1).join('')));
    });
  }
}
