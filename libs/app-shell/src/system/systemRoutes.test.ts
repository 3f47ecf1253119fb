import { describe, expect, it } from 'vitest';
import { sftRoute, sftTarget } from './systemRoutes';

describe('/sft', () => {
  it('goes to the home page, keeping the link query', () => {
    expect(sftTarget('https://site.example/sft')).toBe('/');
    expect(sftTarget('https://site.example/sft?utm_source=sms&utm_campaign=diwali')).toBe('/?utm_source=sms&utm_campaign=diwali');
  });

  it('has no screen: its loader answers a redirect', async () => {
    const loader = sftRoute.createLoader!({} as never);
    const answer = (await loader({ request: new Request('https://site.example/sft?utm_source=sms'), params: {}, context: undefined } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/?utm_source=sms');
  });
});
