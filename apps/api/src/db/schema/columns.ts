// Column helpers the tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
