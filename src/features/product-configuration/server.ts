// The product configuration feature's server-only public face (decision 035).
export { loadConfigurator, type Configurator } from './load-configurator';
export { configuratorTexts } from './configurator-texts';
export { ConfigureLink } from './components/configure-link';
