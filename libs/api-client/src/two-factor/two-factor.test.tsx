import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { setUpTwoFactor, turnOffTwoFactor, useConfirmTwoFactor, useTwoFactor } from './two-factor';

startMockServer();

describe('two-factor sign-in', () => {
  it('reads the status and reads it again once a code turns it on', async () => {
    const sent: unknown[] = [];
    let reads = 0;
    server.use(
      http.get('*/api/v1/two-factor', () => {
        reads++;
        return HttpResponse.json({ enabled: reads > 1, recoveryCodesLeft: reads > 1 ? 10 : 0 });
      }),
      http.post('*/api/v1/two-factor/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ recoveryCodes: ['abcd-efgh-jkmn-pqrs'] });
      }),
    );
    const client = testQueryClient();
    const { result } = renderHook(() => ({ status: useTwoFactor(), confirm: useConfirmTwoFactor() }), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.status.data).toEqual({ enabled: false, recoveryCodesLeft: 0 }));
    act(() => result.current.confirm.mutate({ code: '123456' }));
    await waitFor(() => expect(result.current.confirm.data).toEqual({ recoveryCodes: ['abcd-efgh-jkmn-pqrs'] }));
    expect(sent).toEqual([{ code: '123456' }]);
    await waitFor(() => expect(result.current.status.data).toEqual({ enabled: true, recoveryCodesLeft: 10 }));
    expect(reads).toBe(2);
  });

  it('sets up with a POST and turns off with the password in a DELETE body; a refusal keeps the server’s words', async () => {
    server.use(
      http.post('*/api/v1/two-factor/setup', () => HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg/>' })),
      http.delete('*/api/v1/two-factor', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'right password!!' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'Wrong password' }, { status: 401 });
      }),
    );
    await expect(setUpTwoFactor()).resolves.toMatchObject({ secret: 'JBSWY3DPEHPK3PXP' });
    await expect(turnOffTwoFactor({ password: 'right password!!' })).resolves.toBeUndefined();
    await expect(turnOffTwoFactor({ password: 'wrong password!!' })).rejects.toMatchObject({ status: 401, serverMessage: 'Wrong password' });
  });
});
