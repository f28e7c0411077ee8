import { render } from '@testing-library/react';
import { ChromeService } from '../../chrome_service';
import { createFakeDeps } from '../../test_fakes';

/** Starts a ChromeService on fake contracts and renders its header, as the rendering service does. */
export function renderHeader(options: Parameters<typeof createFakeDeps>[0] = {}) {
  const fakes = createFakeDeps(options);
  const service = new ChromeService();
  const chrome = service.start(fakes.deps);
  const utils = render(chrome.getHeaderComponent());
  return { fakes, service, chrome, ...utils };
}
