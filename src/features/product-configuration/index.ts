// The product configuration feature's public face (client-safe); its server-only part is ./server.ts.
export { ConfiguratorForm, type ConfiguratorFormProps, type ConfiguratorTexts } from './components/configurator-form';
