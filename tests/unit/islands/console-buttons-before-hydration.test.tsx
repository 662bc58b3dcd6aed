import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SystemSettings, { SystemSettingsScreen } from '../../../src/islands/admin/system-settings';
import MfaEnrolment from '../../../src/islands/admin/mfa-enrolment';

// The server's HTML of the maintenance screen: a click before the handlers are attached would be
// lost, so every button that acts through one arrives disabled (useHydrated enables them).
describe('maintenance and business date screen before hydration', () => {
  it.each([false, true])('disables every button (two-person rule %s)', (fourEyes) => {
    const html = renderToString(
      <SystemSettingsScreen
        initial={{ businessDate: '2026-11-27', businessDateFixed: false, maintenance: false }}
        loginId="admin01"
        fourEyes={fourEyes}
        requests={[
          {
            id: 1,
            kind: 'maintenance',
            params: { maintenance: true },
            title: 'メンテナンスの開始',
            effect: '会員の画面はすべてメンテナンス画面に切り替わります。',
            state: 'pending',
            stateName: '承認待ち',
            requestedBy: 'admin02',
            requestedAt: '2026-11-27T00:00:00.000Z',
            expiresAt: '2026-11-28T00:00:00.000Z',
            decidedBy: null,
            decidedAt: null,
            own: false,
          },
        ]}
      />,
    );
    // The date field's calendar button only opens the calendar (no request); the field shows YYYY/MM/DD.
    expect(html).toMatch(/<input[^>]*id="admin-business-date"[^>]*value="2026\/11\/27"/);
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]).filter((b) => !b.includes('calendar-toggle'));
    expect(buttons.length).toBe(fourEyes ? 5 : 3);
    for (const button of buttons) expect(button).toContain('disabled');
  });

  it('renders no button at all before the state has come through the API', () => {
    const html = renderToString(<SystemSettings loginId="admin01" />);
    expect(html).toContain('読み込んでいます…');
    expect(html).not.toMatch(/<button/);
  });
});

describe('the first sign-in’s authenticator enrolment before hydration', () => {
  it('shows 設定を開始する disabled until its handler is attached', () => {
    const html = renderToString(<MfaEnrolment loginId="ops01" />);
    const buttons = [...html.matchAll(/<button[^>]*>[^<]*<\/button>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('設定を開始する');
    expect(buttons[0]).toMatch(/<button[^>]*disabled/);
  });
});
