import Spinner from 'react-bootstrap/Spinner';

/** The loading state of a section: a spinner with its words for screen readers and sighted users. */
export function Loading({ label = '読み込み中…' }: { label?: string }) {
  return (
    <div className="bid-loading" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
