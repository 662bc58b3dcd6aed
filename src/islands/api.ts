/**
 * The API client as the React islands use it: the plain scripts' wiring (./plain-api) plus the
 * date formats, so a Date an island passes goes as spec §7 writes it. Islands import the client
 * from here, so the wiring is in place before any island's first call.
 */
import './plain-api';
import { configureApiClient } from '../lib/api-client';
import { localDateTime, localDay } from '../lib/dates/browser-local';

configureApiClient({ dateFormats: { localDay, localDateTime } });

export * from '../lib/api-client';
