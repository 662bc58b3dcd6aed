import { useState } from 'react';
import { adminApi } from '../../lib/api-client/admin';
import Button from 'react-bootstrap/Button';

/** Ends the operator's session; the browser leaves for the console's login once the server said so. */
export default function AdminLogoutButton({ loginId }: { loginId: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await adminApi('POST /api/admin/auth/logout', { loginId });
      window.location.assign('/admin/login');
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <>
      {failed && (
        <span role="alert" className="me-2">
          ログアウトできませんでした。もう一度お試しください。
        </span>
      )}
      <Button variant="outline-light" size="sm" onClick={logOut} disabled={busy}>
        ログアウト
      </Button>
    </>
  );
}
