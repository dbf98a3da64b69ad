import { index, integer, primaryKey, text, timestamp, pgTable } from 'drizzle-orm/pg-core';

/**
 * Issue 27: a repeated request (a double click, a retry after a lost answer) with the same `Idempotency-Key` is
 * answered once. The key's row is inserted before the handler runs (the primary key lets one request of two
 * concurrent ones through, on any number of API instances) and holds the reply once it is sent. Rows are
 * kept 24 hours (plugins/idempotency.ts). No foreign key: a key is only ever read back by the same user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The URL as requested, with its query. */
    path: text('path').notNull(),
    /** SHA-256 (hex) of the parsed body as JSON: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    replyBody: text('reply_body'),
    replyContentType: text('reply_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
