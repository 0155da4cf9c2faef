// The company-info feature's public surface: other features import only from here.
export { companyInfoQueryOptions, useCompanyInfo, useSocialLinks } from "./api/get-company-info";
export { useUpdateCompanyInfo, useUpdateSocialLinks } from "./api/update-settings";
export { SocialLinks } from "./components/social-links";
export { BusinessTimeZone } from "./components/business-time-zone";
