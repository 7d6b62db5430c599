import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../api/settings/multipart';
import { BALANCER, http, INSTANCES, login, within } from './http';

/**
 * Two instances behind the balancer share everything a user notices (issue 23): tokens, files,
 * data, and their user caches hear each other's writes within a second.
 */
const [A, B] = INSTANCES;

const myOrganization = async (base: string, token: string) => {
  const res = await http(base, 'GET', '/v1/organizations/', { token });
  expect(res.status).toBe(200);
  return res.json<{ items: { id: number; kpp: string | null; logo_url: string | null }[] }>().items[0];
};

describe('two instances behind the balancer', () => {
  it('runs two instances', () => {
    expect(INSTANCES).toHaveLength(2);
    expect(BALANCER).toMatch(/^http:/);
  });

  it('a token issued by one instance works on the other', async () => {
    const token = await login(A, 'anna@vkusdvor.demo');
    const me = await http(B, 'GET', '/v1/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.json().email).toBe('anna@vkusdvor.demo');
  });

  it('a file uploaded through one instance is served by the other', async () => {
    const token = await login(A, 'anna@vkusdvor.demo');
    const org = await myOrganization(A, token);
    const form = new FormData();
    form.append('upload_file', new Blob([PNG_1X1], { type: 'image/png' }), 'logo.png');
    const uploaded = await http(A, 'POST', `/v1/organizations/${org.id}/logo_file_assets`, {
      token,
      body: form,
    });
    expect(uploaded.status, uploaded.bytes.toString()).toBe(200);
    const url = uploaded.json<{ logo_url: string }>().logo_url;
    const served = await http(B, 'GET', url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes).toEqual(PNG_1X1);
    const viaBalancer = await Promise.all([http(BALANCER, 'GET', url), http(BALANCER, 'GET', url)]);
    expect(viaBalancer.map((res) => res.status)).toEqual([200, 200]);
  });

  it('a write through one is read through the other at once', async () => {
    const token = await login(A, 'anna@vkusdvor.demo');
    const before = await myOrganization(B, token);
    const kpp = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
    const written = await http(A, 'PUT', `/v1/organizations/${before.id}`, { token, json: { kpp } });
    expect(written.status, written.bytes.toString()).toBe(200);
    expect((await myOrganization(B, token)).kpp).toBe(kpp);
  });

  it("a logout through one instance ends the token on the other within 1 s, though that one's user cache knew it", async () => {
    const token = await login(A, 'olga@vkusdvor.demo');
    expect((await http(B, 'GET', '/v1/users/me', { token })).status).toBe(200);
    expect((await http(A, 'POST', '/v1/users/logout', { token })).status).toBeLessThan(300);
    const took = await within(1_000, async () => {
      expect((await http(B, 'GET', '/v1/users/me', { token })).status).toBe(401);
    });
    expect(took).toBeLessThanOrEqual(1_000);
  });
});
