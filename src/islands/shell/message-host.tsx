import { useEffect } from 'react';
import { showPendingInfo } from '../stores/messages';
import { ErrorSnackbar } from './error-snackbar';
import { InfoSnackbar } from './info-snackbar';
import { SystemErrorDialog } from './system-error-dialog';

/** One island per page for everything the client reports: snackbars and the system error dialog. */
export default function MessageHost() {
  useEffect(showPendingInfo, []);
  return (
    <>
      <ErrorSnackbar />
      <InfoSnackbar />
      <SystemErrorDialog />
    </>
  );
}
