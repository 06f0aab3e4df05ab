import i18next from 'i18next';
import { DESIGN_SYSTEM_NAMESPACE, en } from './en';

function register(): void {
  i18next.addResourceBundle('en', DESIGN_SYSTEM_NAMESPACE, en, true, true);
}

// i18next only has a resource store after init, and init replaces it: register now if the
// app has already initialised i18next, and again whenever it (re)initialises.
if (i18next.isInitialized) register();
i18next.on('initialized', register);
