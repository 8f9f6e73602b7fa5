/** Tables of the product area's resources (src/domain/resources/product.ts), one line each, generated from the declaration. */
import {
  attributes as attributeDef,
  brands as brandDef,
  categories as categoryDef,
  crossSelling,
  phoneBrands as phoneBrandDef,
  phoneModels as phoneModelDef,
  productGroups as productGroupDef,
  productNotifications as productNotificationDef,
  productTemplates as productTemplateDef,
  reviews as reviewDef,
  suppliers as supplierDef,
  tags as tagDef,
} from '../../../src/domain/resources/product';
import { products as productDef } from '../../../src/domain/resources/product/products';
import { productChanges as productChangeDef } from '../../../src/domain/resources/product/product-changes';
import { supplierTodos as supplierTodoDef } from '../../../src/domain/resources/product/supplier-import-todos';
import { completionPrompts as completionPromptDef } from '../../../src/domain/resources/product/completion-prompts';
import { productCompletions as productCompletionDef } from '../../../src/domain/resources/product/product-completions';
import { prohibitedWords as prohibitedWordDef } from '../../../src/domain/resources/product/prohibited-words';
import { productImages as productImageDef } from '../../../src/domain/resources/product/product-images';
import { attributeValues as attributeValueDef } from '../../../src/domain/resources/product/product-attribute-values';
import { setComponents as setComponentDef } from '../../../src/domain/resources/product/product-set-components';
import { productVariants as productVariantDef } from '../../../src/domain/resources/product/product-variants';
import { productPrices as productPriceDef } from '../../../src/domain/resources/product/product-prices';
import { productAccessories as productAccessoryDef } from '../../../src/domain/resources/product/product-accessories';
import { productPhoneModels as productPhoneModelDef } from '../../../src/domain/resources/product/product-phone-models';
import { resourceTable } from './resource-table';

export const products = resourceTable(productDef);
export const productSetComponents = resourceTable(setComponentDef);
export const productImages = resourceTable(productImageDef);
export const productVariants = resourceTable(productVariantDef);
export const productPrices = resourceTable(productPriceDef);
export const productAccessories = resourceTable(productAccessoryDef);
export const productPhoneModels = resourceTable(productPhoneModelDef);
export const productAttributeValues = resourceTable(attributeValueDef);
export const productChanges = resourceTable(productChangeDef);
export const supplierImportTodos = resourceTable(supplierTodoDef);
export const productCompletions = resourceTable(productCompletionDef);
export const completionPrompts = resourceTable(completionPromptDef);
export const prohibitedWords = resourceTable(prohibitedWordDef);
export const categories = resourceTable(categoryDef);
export const productTemplates = resourceTable(productTemplateDef);
export const productGroups = resourceTable(productGroupDef);
export const attributes = resourceTable(attributeDef);
export const tags = resourceTable(tagDef);
export const brands = resourceTable(brandDef);
export const suppliers = resourceTable(supplierDef);
export const crossSellingRules = resourceTable(crossSelling);
export const phoneBrands = resourceTable(phoneBrandDef);
export const phoneModels = resourceTable(phoneModelDef);
export const reviews = resourceTable(reviewDef);
export const productNotifications = resourceTable(productNotificationDef);
