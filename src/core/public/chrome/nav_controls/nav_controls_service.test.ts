import { describe, expect, it } from '@jest/globals';
import { firstValueFrom } from 'rxjs';
import { NavControlsService } from './nav_controls_service';

const mount = () => () => undefined;

describe('NavControlsService', () => {
  it('keeps each slot sorted by order, whatever the registration order', async () => {
    const navControls = new NavControlsService().start();
    const late = { mount, order: 2000 };
    const early = { mount, order: 10 };
    const unordered = { mount };
    navControls.registerRight(late);
    navControls.registerRight(early);
    navControls.registerRight(unordered);
    expect(await firstValueFrom(navControls.getRight$())).toEqual([unordered, early, late]);
  });

  it('keeps the left, center and right slots apart', async () => {
    const navControls = new NavControlsService().start();
    const left = { mount, order: 1 };
    const center = { mount, order: 1 };
    navControls.registerLeft(left);
    navControls.registerCenter(center);
    expect(await firstValueFrom(navControls.getLeft$())).toEqual([left]);
    expect(await firstValueFrom(navControls.getCenter$())).toEqual([center]);
    expect(await firstValueFrom(navControls.getRight$())).toEqual([]);
  });

  it('completes its streams on stop', () => {
    const service = new NavControlsService();
    const navControls = service.start();
    let completed = false;
    navControls.getLeft$().subscribe({ complete: () => (completed = true) });
    service.stop();
    expect(completed).toBe(true);
  });
});
