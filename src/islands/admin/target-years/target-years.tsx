import { lazy, Suspense } from 'react';
import { allOf, Loaded, useConsoleQuery } from '../console-query';

// The list and form come with the data, so their code is fetched then and is not part of the page's weight.
const TargetYearsScreen = lazy(() => import('./target-years-screen'));

/** 対象年度: the years with their calendar, usable period and price bands, and creating the next. */
export default function TargetYears({ loginId }: { loginId: string }) {
  const years = useConsoleQuery('GET /api/admin/system/target-years', loginId);
  const requests = useConsoleQuery('GET /api/admin/change-requests', loginId);
  return (
    <section className="admin-card" aria-labelledby="target-years-heading">
      <h2 className="h5" id="target-years-heading">
        対象年度
      </h2>
      <Loaded state={allOf(years, requests)}>
        {([list, { fourEyes, pending }]) => (
          <Suspense fallback={null}>
            <TargetYearsScreen
              list={list}
              loginId={loginId}
              fourEyes={fourEyes}
              requests={pending.filter((r) => r.kind === 'target-year')}
              onChanged={years.reload}
            />
          </Suspense>
        )}
      </Loaded>
    </section>
  );
}
