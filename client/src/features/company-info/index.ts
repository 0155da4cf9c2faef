// The company-info feature's public surface: other features import only from here.
export { companyInfoQueryOptions, useCompanyInfo, useFeatureSettings, useSocialLinks } from "./api/get-company-info";
export { useUpdateCompanyInfo, useUpdateFeatureSettings, useUpdateSocialLinks } from "./api/update-settings";
export { SocialLinks } from "./components/social-links";
export { BusinessSettings } from "./components/business-settings";
export { useBusinessDates, useBusinessSettings } from "./business-settings-context";
export { ServiceGate } from "./components/service-gate";
