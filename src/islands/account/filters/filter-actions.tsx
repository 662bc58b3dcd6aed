import type { MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * 検索 (the form's submit, so Enter in any field searches too) and クリア. クリア puts the form back
 * to its default conditions and searches with them at once, so the list, its count and its CSV
 * always follow the conditions on screen (a CSV follows the last search).
 */
export function FilterActions({ busy, onClear }: { busy?: boolean; onClear: () => void }) {
  const clearAndSearch = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    onClear();
    form?.requestSubmit();
  };
  return (
    <div className="filter-buttons">
      <Button type="submit" variant="primary" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        検索
      </Button>
      <Button type="button" variant="outline-secondary" onClick={clearAndSearch}>
        クリア
      </Button>
    </div>
  );
}
