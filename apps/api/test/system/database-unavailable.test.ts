import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../../src/db/unavailable';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
// drizzle's DrizzleQueryError: the statement in its message, the driver's error as its cause.
const wrapped = (cause: Error) => new Error('Failed query: begin', { cause });

describe('which errors mean the database cannot be reached (503, issue 24)', () => {
  it.each([
    ['the server shuts down (pg_ctl stop -m fast)', failure('terminating connection', '57P01')],
    ['the server crashed', failure('terminating connection because of crash', '57P02')],
    ['the server starts or stops', failure('the database system is shutting down', '57P03')],
    ['a connection exception (SQLSTATE class 08)', failure('connection failure', '08006')],
    ['the server refuses connections', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the socket was reset', failure('read ECONNRESET', 'ECONNRESET')],
    ['the connection ended', failure('Connection terminated unexpectedly')],
    ['no connection within the timeout', failure('timeout exceeded when trying to connect')],
    [
      'a connection that broke earlier',
      failure('Client has encountered a connection error and is not queryable'),
    ],
    ['any of these wrapped by drizzle', wrapped(failure('terminating connection', '57P01'))],
  ])('%s', (_case, err) => {
    expect(databaseUnavailable(err)).toBeDefined();
  });

  it.each([
    ['a unique violation', failure('duplicate key value', '23505')],
    ['a syntax error', wrapped(failure('syntax error at or near', '42601'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Connection terminated'],
  ])('not %s', (_case, err) => {
    expect(databaseUnavailable(err)).toBeUndefined();
  });
});
