export * from "./auth";
export * from "./profiles";
export * from "./mail";
export * from "./access";
export * from "./settings";
export * from "./palace";
export * from "./review";
export * from "./bible";
