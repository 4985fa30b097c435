import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_COOKIE_DAYS,
  type DataSaverChoice,
  dataSaverChoiceOf,
  decideDataSaver,
} from '@shared/data-saver';
import { useEffect, useState } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function cookieChoice(): DataSaverChoice | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${DATA_SAVER_COOKIE}=`));
  return dataSaverChoiceOf(found?.slice(DATA_SAVER_COOKIE.length + 1));
}

/**
 * Data saver (decision 267): starts as the server rendered it (Save-Data, the ECT hint, the
 * remembered choice), so hydration meets the same page; then what the browser knows
 * (navigator.connection) applies the same rule. The visitor's switch is remembered in a cookie
 * for a year, so the next page the server renders already spares data.
 */
export function useDataSaver(serverSaid: boolean): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(serverSaid);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const decided = decideDataSaver({
      choice: cookieChoice(),
      saveData: connection?.saveData === true,
      effectiveType: connection?.effectiveType ?? null,
    });
    // Nothing known here (no choice, no connection facts): the server's reading stands.
    if (decided.reason !== 'none') setOn(decided.on);
  }, []);
  const choose = (next: boolean) => {
    const maxAge = DATA_SAVER_COOKIE_DAYS * 24 * 3600;
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads too; no store needed
    document.cookie = `${DATA_SAVER_COOKIE}=${next ? 'on' : 'off'}; path=/; max-age=${maxAge}; samesite=lax`;
    setOn(next);
  };
  return [on, choose];
}
